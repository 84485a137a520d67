import { Container, Paper } from '@mantine/core';
import { RegisterForm } from '@/features/register';

/** /signup: tutors and guardians/students register with an e-mailed OTP. */
export function SignupPage() {
  return (
    <Container size={520} px="md" py={{ base: 32, sm: 64 }}>
      <title>Register | Shikhon</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <RegisterForm />
      </Paper>
    </Container>
  );
}
