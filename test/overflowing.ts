/**
 * What does not fit in `frame`: controls sticking out of it, and text cut off inside its box. On
 * its own, with no imports, so a browser test can hand it to the page (`page.evaluate`).
 */
export function overflowing(frame: HTMLElement): string[] {
  const bounds = frame.getBoundingClientRect();
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const problems: string[] = [];
  if (frame.scrollWidth > frame.clientWidth + 1) {
    problems.push(`the frame scrolls sideways: ${frame.scrollWidth} px in ${frame.clientWidth}`);
  }
  for (const element of frame.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Visually hidden on purpose (a table's header row on a phone, a skip link).
    if (box.width <= 1 || style.clipPath !== 'none' || style.visibility === 'hidden') continue;
    const isControl = element.matches('button, input, select, textarea, a, label');
    if (isControl && (box.left < bounds.left - 1 || box.right > bounds.right + 1)) {
      problems.push(`${describe(element)} sticks out of the frame`);
    }
    // An ellipsis is a designed cut (a message's first line in the table), shown as such.
    const clips = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
    if (
      (clips || isControl) &&
      element.scrollWidth > element.clientWidth + 1 &&
      element.clientWidth > 0
    ) {
      problems.push(
        `${describe(element)} cuts its text off (${element.scrollWidth} > ${element.clientWidth})`,
      );
    }
  }
  return problems;
}
