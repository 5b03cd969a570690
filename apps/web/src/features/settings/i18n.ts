// The settings screens' texts. Nepali first; `en` must have the same keys (typed).
export const ne = {
  title: '',
};

export const en: typeof ne = {
  title: '',
};
