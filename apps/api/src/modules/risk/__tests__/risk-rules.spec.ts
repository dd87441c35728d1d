import { describe, expect, it } from 'vitest';
import { DUPLICATE_MIN_COMPANIES, riskOf, salaryAboveMarket, textFingerprint, textRisks } from '../risk-rules';

const early = { kind: 'message', early: true } as const;
const late = { kind: 'message', early: false } as const;
const vacancy = { kind: 'vacancy' } as const;

describe('risk text rules', () => {
  it('finds money asked for, in Russian and English', () => {
    expect(textRisks('Перед первой сменой нужно оплатить обучение — 2500 рублей.', early)).toEqual(['payment_asked']);
    expect(textRisks('Стоимость обучения 3900 руб., дальше сразу на линию.', vacancy)).toEqual(['payment_asked']);
    expect(textRisks('A one-time training fee of $49 applies before onboarding.', vacancy)).toEqual(['payment_asked']);
  });

  it('leaves alone the harmless look-alikes of paying', () => {
    expect(textRisks('Оплата проезда компенсируется, зарплата на карту.', vacancy)).toEqual([]);
    expect(textRisks('Обучение за счёт компании, наставник на три месяца.', vacancy)).toEqual([]);
    expect(textRisks('Вам не нужно ничего оплачивать: медосмотр за счёт работодателя.', early)).toEqual([]);
    expect(textRisks('Залоги мы не берём, инструмент выдаём под роспись.', early)).toEqual([]);
    expect(textRisks('Paid training, direct deposit every Friday.', vacancy)).toEqual([]);
  });

  it('finds card, passport and bank details asked for, not a salary card or a passport at the office', () => {
    expect(textRisks('Пришлите, пожалуйста, номер вашей карты и срок её действия.', early)).toEqual([
      'personal_data_asked',
    ]);
    expect(textRisks('Скиньте фото паспорта, служба безопасности проверит.', early)).toEqual(['personal_data_asked']);
    expect(textRisks('Please send a photo of your passport so we can verify you.', early)).toEqual([
      'personal_data_asked',
    ]);
    expect(textRisks('При себе на собеседование возьмите паспорт.', early)).toEqual([]);
    expect(textRisks('Выплаты на карту любого банка дважды в месяц.', vacancy)).toEqual([]);
  });

  it('finds a move to a messenger early in a talk, not later, and not a video call', () => {
    const text = 'Здесь неудобно, давайте перейдём в WhatsApp: +7 912 345-67-89.';
    expect(textRisks(text, early)).toEqual(['messenger_move']);
    expect(textRisks(text, late)).toEqual([]);
    expect(textRisks('Связь только через Telegram: t.me/rabota_bystro24.', vacancy)).toEqual(['messenger_move']);
    expect(textRisks("Let's continue on Telegram, my handle is @recruiter_mia.", early)).toEqual(['messenger_move']);
    expect(textRisks('Удобно созвониться завтра через Телемост?', early)).toEqual([]);
    expect(textRisks('Подпишитесь на наш телеграм-канал с новостями.', early)).toEqual([]);
  });

  it('gives every rule a text trips, in the codes order', () => {
    expect(
      textRisks('Напишите в телеграм @kurs_manager. Обучение стоит 2900 руб., нужно оплатить до завтра.', early),
    ).toEqual(['payment_asked', 'messenger_move']);
  });
});

describe('risk data rules', () => {
  it('calls a salary far above its market only well past both the median and the 90th percentile', () => {
    const market = { p50: 60_000, p90: 100_000 };
    expect(salaryAboveMarket(250_000, market)).toBe(true);
    expect(salaryAboveMarket(140_000, market)).toBe(false);
    expect(salaryAboveMarket(250_000, null)).toBe(false);
    expect(salaryAboveMarket(null, market)).toBe(false);
  });

  it('fingerprints a text by its words, and leaves short texts out', () => {
    const long = 'Требуются сотрудники на склад. '.repeat(8);
    expect(textFingerprint(long)).toBe(textFingerprint(long.toUpperCase().replace(/\./g, '!')));
    expect(textFingerprint(long)).not.toBe(textFingerprint(`${long} Казань`));
    expect(textFingerprint('Курьер')).toBeNull();
    expect(DUPLICATE_MIN_COMPANIES).toBeGreaterThan(1);
  });

  it('makes a risk of the codes, or null', () => {
    expect(riskOf([])).toBeNull();
    expect(riskOf(['duplicate_text', 'payment_asked', 'payment_asked'])).toEqual({
      reasons: ['payment_asked', 'duplicate_text'],
    });
  });
});
