import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A story with a known accessibility violation (a text field nobody can name), kept out of
 * Storybook's sidebar and out of the normal test run. `scripts/axeCanary.mjs` runs it alone and
 * passes only when the story runner reports the violation: proof that every other story really is
 * checked by axe, and that a violation really fails it.
 */
const meta = {
  title: 'Checks/Axe canary',
  tags: ['!dev', '!autodocs', 'axe-canary'],
  render: () => (
    <form>
      <input type="text" name="unnamed" />
    </form>
  ),
} satisfies Meta;
export default meta;

export const UnlabelledField: StoryObj<typeof meta> = {};
