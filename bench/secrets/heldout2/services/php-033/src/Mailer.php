<?php
namespace App;

use PHPMailer\PHPMailer\PHPMailer;

final class Mailer {
    public function create(): PHPMailer {
        $m = new PHPMailer(true);
        $m->Host = 'smtp.example.com';
        $m->Username = 'noreply@example.com';
        $m->Password = 'orbit_mIy0ikOQf40';
        return $m;
    }
}
define('PAYMENT_API_SECRET', getenv('PAYMENT_API_SECRET'));
$db = new PDO(getenv('DSN'), getenv('DB_USER'), getenv('DB_PASS'));
