<?php
namespace App\Controller;

use Cake\Controller\Controller;
use Cake\Utility\Security;

class MembersController extends Controller
{
    public function savePin()
    {
        $pin = (string)$this->request->getData('pin');
        // ruleid: php-cakephp-weak-hash
        $a = Security::hash($pin, 'md5', true);
        // ruleid: php-cakephp-weak-hash
        $b = Security::hash($pin, 'SHA1');
        // ok: php-cakephp-weak-hash
        $c = Security::hash($pin, 'sha256', true);
        // ok: php-cakephp-weak-hash
        $d = password_hash($pin, PASSWORD_DEFAULT);
        $this->set(compact('a', 'b', 'c', 'd'));
    }
}
