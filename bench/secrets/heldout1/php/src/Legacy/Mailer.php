<?php

namespace App\Legacy;

use PHPMailer\PHPMailer\PHPMailer;

class Mailer
{
    public function make(): PHPMailer
    {
        $mail = new PHPMailer(true);
        $mail->isSMTP();
        $mail->Host = 'smtp.office365.com';
        $mail->SMTPAuth = true;
        $mail->Username = 'alerts@acme.io';
        $mail->Password = 'Nimbussummer94%';
        $mail->Port = 587;
        return $mail;
    }
}
