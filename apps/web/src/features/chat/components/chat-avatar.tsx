'use client';
import Avatar from '@mui/material/Avatar';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { KraamImage } from '@/components/image/kraam-image';

interface ChatAvatarProps {
  name: string;
  avatarId: string | null;
  support?: boolean;
  size?: number;
}

/** The other party's photo, their initial without one, or the support icon. Decorative: the name is beside it. */
export function ChatAvatar({ name, avatarId, support = false, size = 48 }: ChatAvatarProps) {
  const frame = { width: size, height: size, flexShrink: 0 };
  if (support) {
    return (
      <Avatar aria-hidden sx={{ ...frame, bgcolor: 'primary.light', color: 'primary.main' }}>
        <SupportAgentIcon />
      </Avatar>
    );
  }
  if (avatarId) {
    return <KraamImage id={avatarId} alt="" sizes={`${size}px`} sx={{ ...frame, borderRadius: '50%' }} />;
  }
  return (
    <Avatar aria-hidden sx={{ ...frame, bgcolor: 'grey.200', color: 'text.primary', fontWeight: 500 }}>
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
