import type { Meta, StoryObj } from '@storybook/react-vite';
import { COLOR_ROLES } from '../tokens/palette.ts';
import { vars } from '../theme/theme.css.ts';
import * as css from './Colors.css.ts';

/** Every colour role of the theme contract, as the active theme (toolbar) paints it. */
function ColorRoles() {
  return (
    <ul className={css.grid} aria-label="Colour roles">
      {COLOR_ROLES.map((role) => (
        <li key={role} className={css.swatch} style={{ listStyle: 'none' }}>
          <div className={css.chip} style={{ background: vars.color[role] }} data-role={role} />
          <span className={css.label}>
            {role}
            <span className={css.muted}>vars.color.{role}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Colors',
  component: ColorRoles,
} satisfies Meta<typeof ColorRoles>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
