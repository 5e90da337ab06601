plugins {
    id("org.springframework.boot") version "3.2.1"
    kotlin("jvm") version "1.9.22"
}
group = "io.tallypay"
version = "4.19.3"
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("com.stripe:stripe-java:24.1.0")
}
