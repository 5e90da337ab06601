job "worker" {
  datacenters = ["eu1"]
  group "worker" {
    task "worker" {
      driver = "docker"
      config {
        image = "registry.ironbark.io/worker:2024.3.1"
        auth {
          username = "deploy"
          password = "s5Eaq_3UXhT2fyHtK76HuM-wuPM"
        }
      }
      template {
        data        = "{{ with secret \"secret/data/worker\" }}AMQP_URL={{ .Data.data.amqp_url }}{{ end }}"
        destination = "secrets/env"
        env         = true
      }
    }
  }
}
