import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { VipBadge } from '../VipBadge/index.ts';
import { Avatar, AVATAR_IDS, AVATAR_SIZES, avatarInitials } from './Avatar.tsx';

const failImage = (container: HTMLElement) => {
  const img = container.querySelector('img');
  if (!img) throw new Error('no image');
  fireEvent.error(img);
};

describe('Avatar', () => {
  it('draws the portrait of its id, named "Avatar <id>"', () => {
    renderWithUi(<Avatar avatarId={3} />);
    const avatar = screen.getByRole('img', { name: 'Avatar 3' });
    expect(avatar.dataset.avatar).toBe('portrait-3');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('is named by the person when a name is given, in any script', () => {
    renderWithUi(<Avatar avatarId={2} name="  欧阳娜娜 " />);
    expect(screen.getByRole('img', { name: '欧阳娜娜' })).toBeTruthy();
  });

  it('shows a custom image, and the portrait when it fails', () => {
    const { container } = renderWithUi(<Avatar avatarId={5} src="/photos/me.png" name="An" />);
    expect(screen.getByRole('img', { name: 'An' }).dataset.avatar).toBe('image');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/photos/me.png');
    failImage(container);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'An' }).dataset.avatar).toBe('portrait-5');
  });

  it('falls back to initials when the image fails and there is no portrait id', () => {
    const { container } = renderWithUi(<Avatar src="/broken.png" name="nguyễn văn an" />);
    failImage(container);
    const avatar = screen.getByRole('img', { name: 'nguyễn văn an' });
    expect(avatar.dataset.avatar).toBe('initials');
    expect(avatar.textContent).toBe('NA');
  });

  it('tries a new image again after a failed one', () => {
    const { container, rerender } = renderWithUi(<Avatar avatarId={1} src="/a.png" />);
    failImage(container);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Avatar avatarId={1} src="/b.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.png');
  });

  it('draws a plain silhouette for ids outside 1–10 and no name', () => {
    renderWithUi(
      <>
        <Avatar avatarId={0} data-testid="zero" />
        <Avatar avatarId={11} data-testid="eleven" />
        <Avatar />
      </>,
    );
    const avatars = screen.getAllByRole('img', { name: 'Avatar' });
    expect(avatars).toHaveLength(3);
    for (const avatar of avatars) expect(avatar.dataset.avatar).toBe('portrait');
  });

  it('makes initials from the first and last words', () => {
    expect(avatarInitials('Olivia Mary Brown')).toBe('OB');
    expect(avatarInitials('张三丰')).toBe('张');
    expect(avatarInitials('สมชาย ใจดี')).toBe('สใ');
    expect(avatarInitials('   ')).toBe('');
    expect(avatarInitials(undefined)).toBe('');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithUi(<Avatar avatarId={4} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('overlays a badge that keeps its own name', () => {
    renderWithUi(<Avatar avatarId={6} name="Mai" badge={<VipBadge level={9} />} />);
    expect(screen.getByRole('img', { name: 'Mai' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'VIP 9' })).toBeTruthy();
  });

  it('names the portrait in the active language', () => {
    renderWithUi(<Avatar avatarId={7} />, { locale: 'vi' });
    expect(screen.getByRole('img', { name: 'Ảnh đại diện 7' })).toBeTruthy();
  });

  it('forwards its ref and class name to the root', () => {
    let node: HTMLSpanElement | null = null;
    const { container } = renderWithUi(
      <Avatar avatarId={1} ref={(el) => void (node = el)} className="extra" />,
    );
    expect(node).toBe(container.firstElementChild);
    expect((node as HTMLSpanElement | null)?.className).toContain('extra');
    expect(Avatar.displayName).toBe('Avatar');
  });

  it('has no axe violations for every portrait, size and fallback', async () => {
    const { container } = renderWithUi(
      <div>
        {AVATAR_IDS.map((id) => (
          <Avatar key={id} avatarId={id} />
        ))}
        {AVATAR_SIZES.map((size) => (
          <Avatar key={size} size={size} name="Lan Anh" badge={<VipBadge level={1} size="sm" />} />
        ))}
        <Avatar src="/me.png" name="Me" />
        <Avatar decorative avatarId={2} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
