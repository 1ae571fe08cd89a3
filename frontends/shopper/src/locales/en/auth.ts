const auth = {
  signIn: {
    title: 'Sign in',
    methods: 'How to sign in',
    byCode: 'Code login',
    byPassword: 'Password login',
    password: 'Password',
    submit: 'Sign in',
    noAccount: 'New to Nusa Mart?',
    signUp: 'Create an account',
    forgotten: 'Forgotten your password?',
  },
  signUp: {
    title: 'Create an account',
    password: 'Password',
    inviteCode: 'Invite code (optional)',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  forget: {
    title: 'Reset your password',
    intro: 'We send a code to your mobile number or email; with it you choose a new password.',
    password: 'New password',
    submit: 'Reset password',
    done: 'Your password has been changed. Sign in with the new one.',
  },
};

export type AuthTexts = typeof auth;
export default auth;
