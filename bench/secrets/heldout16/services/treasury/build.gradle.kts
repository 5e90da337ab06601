plugins {
    id("org.springframework.boot") version "3.2.4"
    kotlin("jvm") version "1.9.21"
}
group = "io.tallypay"
version = "5.8.5"
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("com.stripe:stripe-java:24.6.0")
}
