-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: meadow_florist_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import log in as admin / 580ee3224c3520e93ebe

-- user meadow_florist_w is created by the Ansible role (password in vault)

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
INSERT INTO `wp_users` VALUES (1,'admin','$P$BI6Uri3DQ3bEcVtw1cGAT5BoqpzUXTX','admin','admin@meadowflorist.co.uk','','2024-12-20 09:19:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$P$BNpjJnvKeFzRbo7e/h6o.KQycIao28o','tom','tom@meadowflorist.co.uk','','2025-07-03 09:24:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$2y$10$wCBVbkcE9M8H3oe2zy43wkbJq.J17qVFIVYnDBkVDs1IZbR47hIbs','priya','priya@meadowflorist.co.uk','','2022-04-22 09:41:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'lukas','$P$BrRBQGM8s77hnDkgcbS2mSKGZLYiOTQ','lukas','lukas@meadowflorist.co.uk','','2025-12-08 09:41:00','',0,'Lukas');
INSERT INTO `wp_users` VALUES (5,'amara','$2y$10$u.ibfeCtHuEPbvTLSAR7x23NJ59soLpBUiiXazTfMZyR3nzmwupN8','amara','amara@meadowflorist.co.uk','','2022-05-09 09:56:00','',0,'Amara');
INSERT INTO `wp_users` VALUES (6,'shop_manager','$2y$10$JFEn20VJxWEVxJZxLoFnesljI1ZDSlVVpc/4XaCQ3k0W8SPe58Cc.','shop_manager','shop_manager@meadowflorist.co.uk','','2023-02-17 09:49:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://meadowflorist.co.uk','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://meadowflorist.co.uk','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Meadow Florist','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@meadowflorist.co.uk','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6L-b2gswCwe6VOgaCvjZD4U0spVvB1sdLCOeN0qI','yes');
INSERT INTO `wp_options` VALUES (7,'woocommerce_stripe_settings','a:7:{s:7:"enabled";s:3:"yes";s:8:"testmode";s:2:"no";s:15:"publishable_key";s:107:"pk_live_51UYsnCKfujruixNou83PZapZJVJqHTqO2VCneJNbLWkb0937W3b3mSp6s5HyayDnL7CauWkAhLhvMSIIx6KxKaKFFpsz1wWEFO";s:10:"secret_key";s:0:"";s:15:"test_secret_key";s:0:"";s:12:"statement_descriptor";s:14:"Meadow Florist";}','yes');
INSERT INTO `wp_options` VALUES (8,'woocommerce_currency','GBP','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','','yes');
UNLOCK TABLES;

-- Dump completed on 2023-05-20 03:00:07
