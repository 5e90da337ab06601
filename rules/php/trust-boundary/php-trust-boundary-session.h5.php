<?php
class H5Account extends CI_Controller
{
    public function impersonate()
    {
        // ruleid: php-trust-boundary-session
        $this->session->set_userdata('user_id', $this->input->post('user_id'));
        // ok: php-trust-boundary-session
        $this->session->set_userdata('user_id', (int) $this->users->current()->id);
    }
}
