/**
 * docs/behaviour.md §11: shown when copying with no municipality chosen or with a
 * fiscal year missing. Spelled as SPEC quotes it, in both languages.
 */
export const NO_COMPANY_MESSAGE = 'Please selest company first';
