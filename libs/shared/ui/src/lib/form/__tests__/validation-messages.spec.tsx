import { activateLocale, i18n } from '@jobs/i18n';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { FormError } from '../form-error';
import { SelectField } from '../select-field';
import { TextAreaField } from '../text-area-field';
import { TextField } from '../text-field';
import { translateValidationMessage } from '../validation-messages';

describe('translateValidationMessage', () => {
  describe('in English', () => {
    it('keeps the messages of the schemas and the API as they are', () => {
      for (const message of [
        'Name is required',
        'Enter a valid e-mail address',
        'Password must be at least 8 characters',
        'Title must be at most 120 characters',
        'Company is required',
        'Greeting must not be empty',
        'The title needs at least 5 characters',
        'A skill can be at most 50 characters',
        'At most 30 skills',
        'Salary "to" must not be less than salary "from"',
      ]) {
        expect(translateValidationMessage(i18n, message)).toBe(message);
      }
    });

    it("says zod's default messages plainly", () => {
      expect(translateValidationMessage(i18n, 'Too small: expected string to have >=5 characters')).toBe(
        'At least 5 characters',
      );
      expect(translateValidationMessage(i18n, 'Invalid input: expected number, received string')).toBe(
        'Enter a number',
      );
      expect(translateValidationMessage(i18n, 'Invalid input: expected string, received undefined')).toBe(
        'This field is required',
      );
    });

    it('returns an unknown message unchanged, and nothing for nothing', () => {
      expect(translateValidationMessage(i18n, 'Something nobody registered')).toBe('Something nobody registered');
      expect(translateValidationMessage(i18n, 'Frobnicator must be at most 3 characters')).toBe(
        'Frobnicator must be at most 3 characters',
      );
      expect(translateValidationMessage(i18n, undefined)).toBeUndefined();
      expect(translateValidationMessage(i18n, '')).toBe('');
    });
  });

  describe('in Russian', () => {
    beforeAll(() => activateLocale('ru'));
    afterAll(() => activateLocale('en'));

    it('translates known messages as a whole', () => {
      expect(translateValidationMessage(i18n, 'Name is required')).toBe('Укажите имя');
      expect(translateValidationMessage(i18n, 'Enter a valid e-mail address')).toBe(
        'Введите корректный адрес электронной почты',
      );
      expect(translateValidationMessage(i18n, 'Message must not be empty')).toBe('Сообщение не может быть пустым');
      expect(translateValidationMessage(i18n, 'Use the form YYYY-MM, e.g. 2022-03')).toBe(
        'Укажите в формате ГГГГ-ММ, например 2022-03',
      );
      expect(translateValidationMessage(i18n, 'Wrong e-mail or password')).toBe(
        'Неверный адрес электронной почты или пароль',
      );
    });

    it('translates generated messages with their numbers and field names', () => {
      expect(translateValidationMessage(i18n, 'Password must be at least 8 characters')).toBe(
        'Пароль должен быть не короче 8 символов',
      );
      expect(translateValidationMessage(i18n, 'Title must be at most 120 characters')).toBe(
        'Поле «Название»: не более 120 символов',
      );
      expect(translateValidationMessage(i18n, 'Name must be at most 101 characters')).toBe(
        'Поле «Имя»: не более 101 символа',
      );
      expect(translateValidationMessage(i18n, 'Company is required')).toBe('Заполните поле «Компания»');
      expect(translateValidationMessage(i18n, 'At most 30 skills')).toBe('Не более 30 навыков');
      expect(translateValidationMessage(i18n, 'At most 20000 characters')).toBe('Не более 20\u00a0000 символов');
      expect(translateValidationMessage(i18n, 'Too big: expected string to have <=2 characters')).toBe(
        'Не более 2 символов',
      );
    });

    it('translates the parts of a summary of server details, and leaves unknown text alone', () => {
      expect(translateValidationMessage(i18n, 'company_id: Unknown company; status: Whatever')).toBe(
        'company_id: Неизвестная компания; status: Whatever',
      );
      expect(translateValidationMessage(i18n, 'Frobnicator must be at most 3 characters')).toBe(
        'Frobnicator must be at most 3 characters',
      );
    });

    it('is what the shared fields and the form alert show', () => {
      render(
        <I18nProvider i18n={i18n}>
          <TextField label="Имя" error="Name is required" />
          <TextAreaField label="Описание" error="The description needs at least 200 characters" />
          <SelectField label="Валюта" options={[]} error="Choose a currency from the list" />
          <FormError>Wrong e-mail or password</FormError>
        </I18nProvider>,
      );
      expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Укажите имя');
      expect(screen.getByLabelText('Описание')).toHaveAccessibleDescription(
        'Описание должно быть не короче 200 символов',
      );
      expect(screen.getByLabelText('Валюта')).toHaveAccessibleDescription('Выберите валюту из списка');
      expect(screen.getByRole('alert')).toHaveTextContent('Неверный адрес электронной почты или пароль');
    });
  });
});
