package edu.northfield.stacks.service;

import edu.northfield.stacks.util.ShellRunner;
import java.io.IOException;

public class ThumbnailService {
    private final String uploadDir;

    public ThumbnailService(String uploadDir) {
        this.uploadDir = uploadDir;
    }

    /** Makes the 200px preview shown next to a digitised item. */
    public void makePreview(String fileName) throws IOException, InterruptedException {
        String source = uploadDir + "/" + fileName;
        ShellRunner.run("sh", "-c", "convert '" + source + "' -resize 200x " + source + ".thumb.png");
    }
}
