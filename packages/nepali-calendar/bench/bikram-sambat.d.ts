// bikram-sambat ships no types; only what the benchmark calls is declared.
declare module 'bikram-sambat' {
  interface YearMonthDay {
    year: number;
    month: number;
    day: number;
  }
  const bikramSambat: {
    daysInMonth(year: number, month: number): number;
    toBik(greg: string): YearMonthDay;
    toGreg(year: number, month: number, day: number): YearMonthDay;
  };
  export default bikramSambat;
}
