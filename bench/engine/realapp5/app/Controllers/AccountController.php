<?php
namespace Controllers;

use Core\Controller;
use Core\View;

class AccountController extends Controller
{
    public function preferencesAction()
    {
        $prefs = \Prefs::load();
        if ($_SERVER['REQUEST_METHOD'] === 'POST') {
            $themes = ['light', 'dark'];
            $prefs['theme'] = in_array($this->input('theme'), $themes, true) ? $this->input('theme') : 'light';
            $prefs['per_page'] = max(10, min(100, (int) $this->input('per_page')));
            \Prefs::save($prefs);
        }
        View::show('tickets/list', ['tickets' => [], 'status' => null, 'prefs' => $prefs]);
    }

    public function resetAction()
    {
        $email = $this->input('email');
        $code = \Tokens::resetCode();
        $stmt = \db()->prepare('UPDATE customers SET reset_code = ?, reset_expires = DATE_ADD(NOW(), INTERVAL 15 MINUTE) WHERE email = ?');
        $stmt->execute([$code, $email]);
        $this->json(['sent' => true]);
    }

    public function inviteAction()
    {
        $token = \Tokens::inviteToken();
        \db()->prepare('INSERT INTO invites (customer_id, token) VALUES (?, ?)')->execute([$this->customerId(), $token]);
        $this->json(['link' => BASE_URL . '/portal.php?r=account/join&t=' . $token]);
    }

    public function apikeyAction()
    {
        $key = \Tokens::apiKey();
        \db()->prepare('UPDATE customers SET api_key_hash = ? WHERE id = ?')->execute([hash('sha256', $key), $this->customerId()]);
        $this->json(['key' => $key]);
    }

    public function languageAction()
    {
        $lang = $this->param('lang', 'en');
        setcookie('deskline_lang', $lang, time() + 86400 * 365, '/');
        $_SESSION['lang'] = $lang;
        $this->redirect('portal.php');
    }
}
