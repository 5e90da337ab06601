package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.util.AppConfig;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.File;
import java.io.FileInputStream;
import java.io.InputStream;

/** Course-reserve attachments (syllabi, reading lists) linked from a book page. */
public class AttachmentAction implements Action {
    private final File attachments = new File(AppConfig.get("stacks.attachments.dir"));

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String name = req.getParameter("name");
        resp.setContentType("application/pdf");
        try (InputStream in = new FileInputStream(new File(attachments, name))) {
            in.transferTo(resp.getOutputStream());
        }
        return null;
    }
}
