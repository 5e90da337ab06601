plugins {
    id("org.springframework.boot") version "3.2.1"
    kotlin("jvm") version "1.9.21"
}
group = "io.tallypay"
version = "5.13.3"
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("com.stripe:stripe-java:24.13.0")
}
