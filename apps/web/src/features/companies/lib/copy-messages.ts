/**
 * docs/behaviour.md §11: shown when copying with no municipality chosen or with a
 * fiscal year missing. Spelled as the first product spelled it, in both languages.
 */
export const NO_COMPANY_MESSAGE = 'Please selest company first';
