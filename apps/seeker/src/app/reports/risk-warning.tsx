import type { ReportTargetKind, Risk, RiskCode } from '@jobs/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReportButton } from './report-button';
import styles from './risk-warning.module.css';

/** Why a text looks risky, in plain words: one line per rule it tripped (issue 27). */
export const RISK_EXPLANATIONS: Record<RiskCode, MessageDescriptor> = {
  payment_asked: msg`Employers on Jobs do not ask for money. If you are asked to pay for training, a uniform or a deposit, do not pay: this is how scams usually start.`,
  personal_data_asked: msg`Never send your card number, a code from a text message or a photo of your passport in a chat. An employer needs your documents only when you sign the contract in person.`,
  messenger_move: msg`Keep the conversation here until you have met the employer. In another messenger we cannot protect you or check what was promised.`,
  salary_above_market: msg`The salary is far above what this job usually pays in this city. Ask what it is made of before you agree to anything.`,
  duplicate_text: msg`The same text has been posted by several different companies. Make sure the company is real before you go to a meeting.`,
};

export type RiskWarningProps = {
  risk: Risk;
  /** What a report from the warning is about (the message or the vacancy). */
  target: { kind: ReportTargetKind; id: number };
  /** Its name for the report (the vacancy's title, the message's first words). */
  name: string;
};

/** A calm note under a risky message or on a risky vacancy: what looks wrong and why, with a one-click report. */
export function RiskWarning({ risk, target, name }: RiskWarningProps) {
  const { i18n, t } = useLingui();
  return (
    <aside className={styles.warning} aria-label={t`Take care`} data-risk={risk.reasons.join(' ')}>
      <p className={styles.title}>
        <Trans>Take care</Trans>
      </p>
      <ul className={styles.reasons}>
        {risk.reasons.map((code) => (
          <li key={code}>{i18n._(RISK_EXPLANATIONS[code])}</li>
        ))}
      </ul>
      <ReportButton target={target} name={name} quickReason="scam" label={t`Report this to the editors`} />
    </aside>
  );
}
