// Nepal Sambat's new year (Mha Puja) falls in Kartik, not in Baisakh, so a BS year spans two NS
// years. The product only shows a year label in a Newar-style date, and the original product fixes that label
// as BS year - 936, which is the NS year from the NS new year in Kartik to the end of Chaitra.
// From Baisakh 1 until that new year the true NS year is one less (BS year - 937). Knowing the
// exact day would need the lunar calendar, which this package does not carry.

/** The Nepal Sambat year as the original product defines it (approximate: one too high from Baisakh until the NS new year in Kartik), e.g. nepalSambatYear(2082) === 1146. */
export function nepalSambatYear(bsYear: number): number {
  return bsYear - 936;
}
