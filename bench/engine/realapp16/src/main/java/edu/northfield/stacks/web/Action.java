package edu.northfield.stacks.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** One command of the front controller. Returns the JSP view name, or null when it wrote the response itself. */
public interface Action {
    String execute(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException;
}
