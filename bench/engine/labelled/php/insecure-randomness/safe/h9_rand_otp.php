<?php
class OtpService
{
    public function issue($phone)
    {
        $code = random_int(100000, 999999);
        $_SESSION['otp'] = $code;
        $this->send($phone, "Your login code is $code");
    }

    private function send($to, $text)
    {
        error_log("sms to $to: $text");
    }
}
