import type { Risk, RiskCode } from '@jobs/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styles from './admin.module.css';

/** Each risk rule's short name for editors (the seeker reads the longer explanation). */
const RISK_LABELS: Record<RiskCode, MessageDescriptor> = {
  payment_asked: msg`Asks for money`,
  personal_data_asked: msg`Asks for card or passport data`,
  messenger_move: msg`Moves to a messenger`,
  salary_above_market: msg`Salary far above the market`,
  duplicate_text: msg`Same text at several companies`,
};

/** The marks of a scam the rules found in a vacancy (issue 27): risky ones come first in the queue. */
export function RiskTags({ risk }: { risk: Risk | null | undefined }) {
  const { i18n, t } = useLingui();
  if (!risk) return null;
  return (
    <ul className={styles.riskTags} aria-label={t`Risk`}>
      {risk.reasons.map((code) => (
        <li key={code}>{i18n._(RISK_LABELS[code])}</li>
      ))}
    </ul>
  );
}
