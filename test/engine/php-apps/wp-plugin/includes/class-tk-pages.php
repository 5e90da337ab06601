<?php
class TK_Pages {
	public function tab_page() {
		$tab = isset( $_GET['tab'] ) ? wp_unslash( $_GET['tab'] ) : 'open';
		include TK_DIR . 'views/tabs.php';
	}

	public function back() {
		wp_redirect( TK_HOME . '?done=' . rawurlencode( wp_unslash( $_GET['id'] ) ) );
		exit;
	}

	public function render_notice() {
		$this->render( array( 'message' => wp_unslash( $_GET['msg'] ), 'title' => esc_html( wp_unslash( $_GET['t'] ) ) ) ); // expect: php-xss
	}

	private function render( array $args ) {
		$template = 'notice';
		extract( $args, EXTR_SKIP );
		include TK_DIR . 'views/' . $template . '.php';
	}
}
