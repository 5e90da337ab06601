<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;
use App\Services\Mailer;

final class ContactController extends Controller
{
    public function form(): Response
    {
        $draft = unserialize($this->request->cookie('tr_draft', 'a:0:{}'));
        return $this->render('contact', [
            'title' => 'Contact us',
            'topic' => (string) $this->request->query('topic', ''),
            'draft' => is_array($draft) ? $draft : [],
        ]);
    }

    public function send(): Response
    {
        $name = $this->request->string('name');
        $email = $this->request->string('email');
        $message = $this->request->string('message');

        $mailer = new Mailer(config('office_email'));
        $mailer->toOffice('Website enquiry from ' . $name, $message, $email);

        if ($this->request->header('X-Requested-With') === 'XMLHttpRequest') {
            return Response::html('<p class="sent">Thanks, ' . e($name) . '. We will reply within two days.</p>');
        }
        return Response::html('<h1>Message sent</h1><p>We will reply to ' . $email . ' soon.</p>');
    }
}
