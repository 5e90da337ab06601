<?php
namespace App;

use PHPMailer\PHPMailer\PHPMailer;

final class Mailer {
    public function create(): PHPMailer {
        $m = new PHPMailer(true);
        $m->Host = 'smtp.example.com';
        $m->Username = 'noreply@example.com';
        $m->Password = 'HxtXP#j2XFf+5omz';
        return $m;
    }
}
define('PAYMENT_API_SECRET', 'aEDu6HKSvJsc097gio5W5tXYwlg66uz7PN41GIZyMnGY');
$db = new PDO(getenv('DSN'), getenv('DB_USER'), getenv('DB_PASS'));
