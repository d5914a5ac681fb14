/** How a booking period's dates and price read, shared by the period picker and the checkout. */
export const periodMessages = {
  dateRange: '{start} to {end}',
  perWeek: '{price} a week',
  /** Between the parts of a list: ", " in English, "، " in Arabic, "、" in Japanese. */
  listSeparator: ', ',
};
