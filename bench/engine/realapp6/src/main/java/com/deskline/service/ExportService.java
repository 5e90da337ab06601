package com.deskline.service;

import com.deskline.config.AppProperties;
import com.deskline.util.ShellRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.springframework.stereotype.Service;

@Service
public class ExportService {

    private final ShellRunner shell;
    private final AppProperties props;

    public ExportService(ShellRunner shell, AppProperties props) {
        this.shell = shell;
        this.props = props;
    }

    public String archive(String label) throws IOException {
        String target = props.getExportDir() + "/" + label + "-" + LocalDate.now() + ".tgz";
        shell.run("tar czf " + target + " -C " + props.getUploadDir() + " " + label);
        return target;
    }

    public String archiveTeam(long teamId) throws IOException {
        String target = props.getExportDir() + "/team-" + teamId + ".tgz";
        shell.runArgs(List.of("tar", "czf", target, "-C", props.getUploadDir(), "team-" + teamId));
        return target;
    }

    public String textOf(Path pdf) throws IOException {
        return shell.runArgs(List.of("pdftotext", "-layout", pdf.toString(), "-"));
    }

    public String diskUsage() throws IOException {
        return shell.run("df -h " + props.getExportDir());
    }
}
