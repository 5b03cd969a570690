// Spellings of units that no rule of src/resolve.ts captures, written down from the address list
// of the product this one replaces (docs/decisions/021-address-spellings.md): other words for the
// same place, another word order, or letters the sound key keeps. Keyed by our id.

/** District id → other spellings. */
export const DISTRICT_VARIANTS: Readonly<Record<number, readonly string[]>> = Object.freeze({
  56: ['पूर्वी रुकुम', 'रुकुम (पूर्वी भाग)'],
  59: ['पश्चिमी रुकुम', 'रुकुम (पश्चिम भाग)'],
});

/** Local level id → other spellings (with or without the type word). */
export const LOCAL_LEVEL_VARIANTS: Readonly<Record<number, readonly string[]>> = Object.freeze({
  122: ['माइवाखोला'],
  129: ['मेन्चायम'],
  33: ['गौराधा'],
  227: ['नगराई'],
  181: ['विजयपुर फटुवा'],
  305: ['सेलुङ'],
  301: ['मेलुङ'],
  295: ['रुबी उपत्यका'],
  380: ['घाङ्लेख'],
  428: ['नरशोन'],
  421: ['रैनास'],
  475: ['रिसिङ'],
  553: ['आइराबती'],
  519: ['रुरु'],
  520: ['चत्रकोट'],
});
