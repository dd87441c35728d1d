import { toParagraphs } from './vacancy-format';
import styles from './vacancy-page.module.css';

export type VacancyTextProps = {
  text: string;
};

/** A text field of the vacancy as paragraphs: always text, never HTML. */
export function VacancyText({ text }: VacancyTextProps) {
  return (
    <div className={styles.text}>
      {toParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
