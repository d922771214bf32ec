import { describe, expect, it } from 'vitest';
import { isLang, langOfPath, pathInLang, pathWithoutLang } from './lang.ts';

describe('the language of an address', () => {
  it('is its prefix, or Spanish without one', () => {
    expect(langOfPath('/fr/historia')).toBe('fr');
    expect(langOfPath('/en/')).toBe('en');
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/historia')).toBe('es');
    expect(langOfPath('/')).toBe('es');
    // A path that only starts with the letters is not a prefix.
    expect(langOfPath('/french-club')).toBe('es');
    expect(langOfPath('/es/historia')).toBe('es');
  });

  it('comes off to give the page path', () => {
    expect(pathWithoutLang('/fr/historia')).toBe('/historia');
    expect(pathWithoutLang('/fr/')).toBe('/');
    expect(pathWithoutLang('/en')).toBe('/');
    expect(pathWithoutLang('/english')).toBe('/english');
    expect(pathWithoutLang('/news/3-x')).toBe('/news/3-x');
  });

  it('goes on in front of a page path, Spanish keeping it as it is', () => {
    expect(pathInLang('fr', '/historia')).toBe('/fr/historia');
    expect(pathInLang('en', '/')).toBe('/en/');
    expect(pathInLang('en', '/calendario?nivel=kinder')).toBe('/en/calendario?nivel=kinder');
    expect(pathInLang('es', '/historia')).toBe('/historia');
    expect(pathWithoutLang(pathInLang('fr', '/galeria/2024'))).toBe('/galeria/2024');
  });

  it('knows its three languages', () => {
    expect(['es', 'fr', 'en'].every(isLang)).toBe(true);
    expect(isLang('de')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
