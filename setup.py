"""Build hook: ship the top-level glossary/ folder inside the package.

Everything else about the project is declared in pyproject.toml. This hook only
copies ``glossary/*.json`` to ``solitaire_nb/glossary_data/`` in the build tree,
so that a regular (non-editable) install carries the glossary. Editable installs
and source checkouts read ``glossary/`` directly, next to the package folder.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
GLOSSARY_SRC = ROOT / "glossary"
GLOSSARY_DEST = Path("solitaire_nb", "glossary_data")


class BuildPyWithGlossary(build_py):
    """``build_py`` that also copies the glossary JSON files into the package."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        dest = Path(self.build_lib) / GLOSSARY_DEST
        for src in sorted(GLOSSARY_SRC.glob("*.json")):
            self.mkpath(str(dest))
            self.copy_file(str(src), str(dest / src.name))

    def get_outputs(self, include_bytecode=True):
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False):
            dest = Path(self.build_lib) / GLOSSARY_DEST
            outputs += [str(dest / src.name) for src in sorted(GLOSSARY_SRC.glob("*.json"))]
        return outputs


setup(cmdclass={"build_py": BuildPyWithGlossary})
