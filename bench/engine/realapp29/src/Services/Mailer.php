<?php

declare(strict_types=1);

namespace App\Services;

final class Mailer
{
    public function __construct(private string $office)
    {
    }

    public function toOffice(string $subject, string $body, string $replyTo): bool
    {
        $headers = "From: website@tuneroom.test\r\nReply-To: " . $replyTo;
        return mail($this->office, $subject, $body, $headers);
    }

    public function toStudent(string $email, string $subject, string $body): bool
    {
        if (filter_var($email, FILTER_VALIDATE_EMAIL) === false) {
            return false;
        }
        return mail($email, $subject, $body, ['From' => 'office@tuneroom.test']);
    }
}
