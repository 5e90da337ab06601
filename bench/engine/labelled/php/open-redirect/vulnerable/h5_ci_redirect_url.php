<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Auth extends CI_Controller
{
    public function logout()
    {
        $this->session->sess_destroy();
        redirect($this->input->get('continue'));
    }
}
