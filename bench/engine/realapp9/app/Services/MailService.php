<?php

namespace App\Services;

use App\Models\Appointment;
use Illuminate\Support\Facades\Mail;

class MailService
{
    public function confirmation(Appointment $appointment): void
    {
        $patient = $appointment->patient;
        Mail::raw(
            'Your appointment on ' . $appointment->starts_at->format('d.m.Y H:i') . ' is confirmed.',
            fn ($m) => $m->to($patient->email)->subject('Appointment confirmed')
        );
    }

    public function contactPatient(string $to, string $subject, string $body, string $replyTo): bool
    {
        $headers = "From: Caremint <no-reply@caremint.example>\r\n";
        $headers .= "Reply-To: " . $replyTo . "\r\n";
        return mail($to, $subject, $body, $headers);
    }

    public function resetLink(string $email, string $token): void
    {
        $link = url('/password/reset/' . $token);
        Mail::raw("Reset your password: $link", fn ($m) => $m->to($email)->subject('Password reset'));
    }
}
