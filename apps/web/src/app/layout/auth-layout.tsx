import { Outlet } from 'react-router';
import { Box } from '@mantine/core';

/** The frame of /auth pages; each page draws its own card (sign-in) or full page (public viewers). */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="gray.1">
      <Outlet />
    </Box>
  );
}
