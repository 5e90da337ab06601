package org.ridgeline.academy.lessons.pathtraversal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.stereotype.Component;

@Component
public class HandoutStorage {

    private final String baseDirName;
    private final Path baseDir;

    public HandoutStorage(@Value("${academy.handouts.dir}") String baseDirName) {
        this.baseDirName = baseDirName;
        this.baseDir = Paths.get(baseDirName).toAbsolutePath().normalize();
    }

    public Resource load(String name) {
        return new FileSystemResource(baseDirName + "/" + name);
    }

    public Resource loadConfined(String name) {
        Path resolved = baseDir.resolve(name).normalize();
        if (!resolved.startsWith(baseDir)) {
            throw new IllegalArgumentException("Handout outside of the handout folder");
        }
        return new FileSystemResource(resolved);
    }

    public Resource loadByFileName(String name) {
        String plainName = Paths.get(name).getFileName().toString();
        return new FileSystemResource(baseDir.resolve(plainName));
    }

    public boolean delete(String name) throws IOException {
        return Files.deleteIfExists(baseDir.resolve(name).normalize());
    }
}
