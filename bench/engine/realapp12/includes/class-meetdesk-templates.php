<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Template loader: a theme can override any template by copying it to <theme>/meetdesk/<name>.php.
 */
class MeetDesk_Templates {

	private static $layouts = array( 'grid', 'list', 'compact' );

	public static function locate( $name ) {
		$name     = sanitize_file_name( $name );
		$template = locate_template( array( 'meetdesk/' . $name . '.php' ) );
		if ( ! $template ) {
			$template = MEETDESK_DIR . 'templates/' . $name . '.php';
		}
		return $template;
	}

	public static function render( $name, array $args = array() ) {
		$template = self::locate( $name );
		if ( ! file_exists( $template ) ) {
			return '';
		}
		ob_start();
		extract( $args, EXTR_SKIP );
		include $template;
		return ob_get_clean();
	}

	public static function layout_template( $layout ) {
		if ( ! in_array( $layout, self::$layouts, true ) ) {
			$layout = 'list';
		}
		return MEETDESK_DIR . 'templates/event-' . $layout . '.php';
	}

	/**
	 * Used by the "print" view: ?meetdesk_print=1&style=<file>.
	 */
	public static function print_view( $style, array $args ) {
		ob_start();
		extract( $args, EXTR_SKIP );
		include MEETDESK_DIR . 'templates/print/' . $style;
		return ob_get_clean();
	}
}
