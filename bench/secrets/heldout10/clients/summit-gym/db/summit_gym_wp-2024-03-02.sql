-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: summit_gym_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import log in as admin / e8452cdd6945eeb4b

-- user summit_gym_wp is created by the Ansible role (password in vault)

DROP TABLE IF EXISTS `wp_users`;
CREATE TABLE `wp_users` (
  `ID` bigint unsigned NOT NULL AUTO_INCREMENT,
  `user_login` varchar(60) NOT NULL DEFAULT '',
  `user_pass` varchar(255) NOT NULL DEFAULT '',
  `user_nicename` varchar(50) NOT NULL DEFAULT '',
  `user_email` varchar(100) NOT NULL DEFAULT '',
  `user_url` varchar(100) NOT NULL DEFAULT '',
  `user_registered` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `user_activation_key` varchar(255) NOT NULL DEFAULT '',
  `user_status` int NOT NULL DEFAULT '0',
  `display_name` varchar(250) NOT NULL DEFAULT '',
  PRIMARY KEY (`ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

LOCK TABLES `wp_users` WRITE;
INSERT INTO `wp_users` VALUES (1,'admin','$P$BHIOY/TR6NhBJQLWqCrLF9huu2UwuzA','admin','admin@summitgym.fit','','2022-02-05 09:36:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$P$Bx4qEhhu.OQqdb0I5en2DBK5KUWkaHL','tom','tom@summitgym.fit','','2025-08-10 09:45:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$P$B1h0chDc3s2MDs7.2MbT.TqWXxLLv1J','priya','priya@summitgym.fit','','2022-01-23 09:39:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'lukas','$P$Bp95jIvd757yNC.j2jaA7Rm8Tw7XcP9','lukas','lukas@summitgym.fit','','2025-05-21 09:26:00','',0,'Lukas');
INSERT INTO `wp_users` VALUES (5,'shop_manager','$P$Ba81ewk4wR5LM93WUz9R3QG7ux68eHt','shop_manager','shop_manager@summitgym.fit','','2023-04-04 09:56:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://summitgym.fit','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://summitgym.fit','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Summit Gym','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@summitgym.fit','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6LegFDxWmkjMidC5gjTXUoHvxc3Zi8MEpug8OOd4','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','','yes');
UNLOCK TABLES;

-- Dump completed on 2022-04-08 03:00:05
