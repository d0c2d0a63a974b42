/** The dialog (its forms, react-hook-form, zod and react-bootstrap's Modal) is not in the first load. */
export const loadAuthDialog = () => import('@/features/auth/components/auth-dialog');
