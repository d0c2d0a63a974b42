import { describe, expect, it } from 'vitest';
import hi from './hi.json';
import { addTranslations, i18n } from './i18n';

describe('the first-load labels', () => {
  it('an English start carries no Hindi labels; choosing Hindi brings them and those of screens loaded before', async () => {
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
    addTranslations({
      en: { laterScreen: { title: 'Later' } },
      hi: { laterScreen: { title: 'बाद में' } },
    });

    await i18n.changeLanguage('hi');

    expect(i18n.t('home.title')).toBe(hi.home.title);
    expect(i18n.t('laterScreen.title')).toBe('बाद में');
    expect(document.documentElement.lang).toBe('hi');
    addTranslations({
      en: { laterStill: { title: 'Later still' } },
      hi: { laterStill: { title: 'और बाद में' } },
    });
    expect(i18n.t('laterStill.title')).toBe('और बाद में');
  });
});
