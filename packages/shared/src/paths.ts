/** Endpoint paths of SPEC §7, written once for both apps. */
export const API_PATHS = {
  health: '/health',
  categoryTree: '/public/v2/Category/GetTree',
  staticData: '/public/getStaticsData',
  downloadFile: '/public/downloadFileById/:id',
  countries: '/public/v2/Country/GetAll',
  provinces: '/public/v2/Province/GetAll',
  cities: '/public/v2/City/GetAll',
  regions: '/public/v2/Region/GetAll',
  register: '/v1/Register',
  confirmRegistration: '/v1/ConfirmRegistration',
  resendConfirmation: '/v1/ResendConfirmation',
  login: '/v1/userLogin',
  logout: '/v1/Logout',
  forgetPassword: '/v1/ForgetPassword',
  resetPassword: '/v1/ResetPassword',
  userGet: '/exhibitor/v2/User/Get',
  userEdit: '/exhibitor/v2/User/Edit',
  userChangePassword: '/exhibitor/v2/User/ChangePassword',
  userAvatar: '/exhibitor/v2/User/Avatar',
  boothGet: '/exhibitor/v2/Booth/Get',
  boothInsert: '/exhibitor/v2/Booth/Insert',
  boothEdit: '/exhibitor/v2/Booth/Edit',
  publicBoothGet: '/public/v2/Booth/Get',
  publicBoothList: '/public/v2/Booth/GetAll',
} as const;

export const fileUrl = (apiBase: string, id: string, query?: Record<string, string | number>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) params.set(key, String(value));
  const qs = params.size > 0 ? `?${params.toString()}` : '';
  return `${apiBase}/public/downloadFileById/${encodeURIComponent(id)}${qs}`;
};
