export { Avatar, AVATAR_IDS, AVATAR_SIZES, avatarInitials } from './Avatar.tsx';
export type { AvatarProps, AvatarSize } from './Avatar.tsx';
