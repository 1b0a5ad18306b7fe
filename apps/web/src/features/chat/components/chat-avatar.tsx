'use client';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { UserAvatar } from '@/components/image/user-avatar';

interface ChatAvatarProps {
  name: string;
  avatarId: string | null;
  support?: boolean;
  size?: number;
}

/** The other party's photo, their initials without one, or the support icon. Decorative: the name is beside it. */
export function ChatAvatar({ name, avatarId, support = false, size = 48 }: ChatAvatarProps) {
  return support ? (
    <UserAvatar name={name} imageId={null} size={size} icon={<SupportAgentIcon />} />
  ) : (
    <UserAvatar name={name} imageId={avatarId} size={size} />
  );
}
