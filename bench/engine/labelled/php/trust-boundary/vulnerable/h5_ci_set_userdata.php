<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Account extends CI_Controller
{
    public function impersonate()
    {
        $this->session->set_userdata('user_id', $this->input->post('user_id'));
        redirect('dashboard');
    }
}
