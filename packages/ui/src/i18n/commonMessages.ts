/** Words more than one component family shows. */
export const commonMessages = {
  tryAgain: 'Try again',
};
